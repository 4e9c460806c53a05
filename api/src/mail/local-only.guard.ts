import { CanActivate, ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { isLocalDirectRequest, type RequestOrigin } from './local-request';

/** Answers 404, exactly as a route that does not exist, to anyone not at this machine. */
@Injectable()
export class LocalOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!isLocalDirectRequest(context.switchToHttp().getRequest<RequestOrigin>())) throw new NotFoundException(API_MSG.notFound);
    return true;
  }
}
