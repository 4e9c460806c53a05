import { HttpException, HttpStatus, Injectable, type CanActivate } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { ContentService } from './content.service';

/**
 * New sign-ups only while the organisers keep registration open (issue 25): closed, the public
 * sign-up routes answer 423 (locked by the event's settings); schools already registered are not
 * affected, and the admin still creates a registration by hand.
 */
@Injectable()
export class RegistrationOpenGuard implements CanActivate {
  constructor(private readonly content: ContentService) {}

  async canActivate(): Promise<boolean> {
    // the newest published version, even if another process published it a moment ago
    const { content } = await this.content.refresh();
    if (content.registration.open) return true;
    throw new HttpException({ message: API_MSG.registrationClosed, error: 'REGISTRATION_CLOSED' }, HttpStatus.LOCKED);
  }
}
