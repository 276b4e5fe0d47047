import { ApiProperty } from '@nestjs/swagger';
import type { AuthConfig } from '@tutorhub/contracts';

export class AuthConfigDto implements AuthConfig {
  @ApiProperty({ description: 'Firebase web API key (not a secret)' })
  apiKey: string;

  @ApiProperty({ example: 'demo-tutorhub.firebaseapp.com' })
  authDomain: string;

  @ApiProperty({ example: 'demo-tutorhub' })
  projectId: string;

  @ApiProperty({ type: String, nullable: true, example: 'http://127.0.0.1:9099' })
  emulatorUrl: string | null;

  @ApiProperty({ description: 'Registering a tutor or student profile needs a verified email' })
  requireVerifiedEmail: boolean;
}
