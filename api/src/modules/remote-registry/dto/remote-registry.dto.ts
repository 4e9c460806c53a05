import { ApiProperty } from '@nestjs/swagger';
import { REMOTE_REGISTRY_MSG } from '@hackathon/contracts';
import { IsString, MaxLength } from 'class-validator';
import { MANIFEST_URL_MAX } from '../remote-url';

/** PUT /api/admin/remote-registry/:name. The URL's shape is checked by the registry (remote-url.ts), as for the command. */
export class SetRemoteDto {
  @ApiProperty({
    description:
      "The remote's mf-manifest.json: an absolute http(s) URL on a DNS name, IPv4 or [IPv6] host with an optional port (its folder is then allowed by the CSP), or a path on this host starting with /; printable ASCII, no credentials, fragment or dot segments",
    example: 'https://cdn.example.org/mfe-team/1.4.0/mf-manifest.json',
  })
  @IsString({ message: REMOTE_REGISTRY_MSG.urlRequired })
  @MaxLength(MANIFEST_URL_MAX, { message: REMOTE_REGISTRY_MSG.urlTooLong(MANIFEST_URL_MAX) })
  manifestUrl!: string;
}
