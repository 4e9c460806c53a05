import { Body, Controller, Ip } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, REGION_ADMIN_API } from '@hackathon/contracts';
import { CredentialThrottle, CurrentUser, Public, Roles, SignInAnswer, type AuthUser } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { RegionAdminLoginDto } from './dto/account-flows.dto';
import { LoginService } from './login.service';

/** Sign-in and profile of region and super admins. Their dashboard routes live in the region-admin module. */
@ApiTags('region-admin')
@Controller()
export class RegionAdminAuthController {
  constructor(private readonly login: LoginService) {}

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(REGION_ADMIN_API.login)
  @SignInAnswer()
  @ApiOperation({ summary: 'Region or super admin sign-in by username and password' })
  @ApiResponse({ status: 401, description: `${API_MSG.invalidUsernameOrPassword}; or INVALID_SIGN_IN_CODE '${API_MSG.invalidSignInCode}' with codeRequired: true` })
  @ApiResponse({ status: 403, description: 'SIGN_IN_CODE_REQUIRED with codeRequired: true: send the mailed code as `code` (an account without an address: mailed to the platform admin)' })
  @ApiResponse({ status: 429, description: API_MSG.accountLocked })
  async signIn(@Body() dto: RegionAdminLoginDto, @Ip() ip: string) {
    return ok(await this.login.backOfficeLogin(dto.username, dto.password, ip, dto.code), MSG.loginSuccess);
  }

  @ApiEndpoint(REGION_ADMIN_API.profile)
  @Roles('region_admin', 'super_admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in region or super admin' })
  async profile(@CurrentUser() user: AuthUser) {
    return ok({ admin: await this.login.adminProfile(user) }, API_MSG.profileLoaded);
  }
}
