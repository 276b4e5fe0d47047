import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/** An image stored through `POST /api/images`; removed once nothing has used it for a day. */
@Entity('uploaded_images')
@Index('IDX_uploaded_images_owner_created', ['ownerId', 'createdAt'])
export class UploadedImage {
  /** The storage key (content hash + extension). */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  /** The URL the upload answered, as records store it. */
  @Column({ type: 'varchar', length: 2048 })
  url: string;

  /** Who uploaded it last; null once that account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'ownerId' })
  owner?: User | null;

  /** Time of the latest upload of these bytes. */
  @Index('IDX_uploaded_images_created')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
