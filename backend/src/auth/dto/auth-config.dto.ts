import { ApiProperty } from '@nestjs/swagger';

/** GET auth/config: how the browser reaches the identity provider. */
export class AuthConfigDto {
  @ApiProperty({ description: 'Firebase web API key (not a secret)' })
  apiKey: string;

  @ApiProperty({ example: 'demo-tutorhub.firebaseapp.com' })
  authDomain: string;

  @ApiProperty({ example: 'demo-tutorhub' })
  projectId: string;

  /**
   * Set when the Firebase Auth emulator is in use.
   * @example 'http://127.0.0.1:9099'
   */
  emulatorUrl: string | null;

  @ApiProperty({ description: 'Registering a tutor or student profile needs a verified email' })
  requireVerifiedEmail: boolean;
}
