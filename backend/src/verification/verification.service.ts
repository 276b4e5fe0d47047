import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  type CodedMessage,
  coded,
  hasIdentity,
  LIMITS,
  type VerificationSide,
} from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { audit } from '../admin/audit-log.service';
import type { DeleteResultDto as DeleteResult } from '../common/api-docs';
import { errorBody } from '../common/errors';
import { type Page, skipTake } from '../common/pagination';
import { SiteClockService } from '../common/site-time';
import type { Env } from '../config/env.validation';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { checkDocument } from './document-check';
import { DocumentStorage, newDocumentKey } from './document-storage';
import type {
  AdminVerificationDto,
  AdminVerificationQueryDto,
  DecideVerificationDto,
  DocumentFieldsDto,
  VerificationDocumentDto,
  VerificationStateDto,
} from './dto/verification.dto';
import { VerificationDocument } from './verification-document.entity';
import { VerificationFiles } from './verification-files';
import { VerificationRequest } from './verification-request.entity';
import { isEditable, replacesSlot, sideRefusal } from './verification-rules';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toDocumentDto(d: VerificationDocument): VerificationDocumentDto {
  return {
    _id: d.id,
    kind: d.kind,
    side: d.side,
    contentType: d.contentType,
    size: d.size,
    uploadedAt: d.uploadedAt.toISOString(),
  };
}

const byUpload = (a: VerificationDocument, b: VerificationDocument) =>
  a.uploadedAt.getTime() - b.uploadedAt.getTime() || a.id.localeCompare(b.id);

const notFound = () => new NotFoundException(errorBody(404, coded('notFound.verification')));
const documentNotFound = () =>
  new NotFoundException(errorBody(404, coded('notFound.verificationDocument')));
const conflict = (message: CodedMessage) => new ConflictException(errorBody(409, message));
const badRequest = (message: CodedMessage) => new BadRequestException(errorBody(400, message));

/** The headers of a document an admin opens from the disk store: kept nowhere, run nowhere. */
const DOCUMENT_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/**
 * A tutor's verification documents and the admins' review of them. The documents live in the
 * private store only while needed (see VerificationRetention); the decision stays.
 */
@Injectable()
export class VerificationService {
  readonly retentionDays: number;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: DocumentStorage,
    private readonly files: VerificationFiles,
    private readonly notifications: NotificationsService,
    private readonly clock: SiteClockService,
    config: ConfigService<Env, true>,
  ) {
    this.retentionDays = config.get('VERIFICATION_RETENTION_DAYS', { infer: true });
  }

  /** The caller's request as they see it; a tutor without one reads an empty draft. */
  async stateOf(tutor: User): Promise<VerificationStateDto> {
    requireTutor(tutor);
    return this.toState(await this.requestOf(this.db.manager, tutor.id));
  }

  /** Records the tutor's consent and its time (once: a second call keeps the first time). */
  async consent(tutor: User): Promise<VerificationStateDto> {
    requireTutor(tutor);
    await this.db.query(
      `INSERT INTO verification_requests ("tutorId", status, "consentedAt") VALUES ($1, 'draft', $2)
       ON CONFLICT ("tutorId") DO UPDATE
       SET "consentedAt" = COALESCE(verification_requests."consentedAt", EXCLUDED."consentedAt")`,
      [tutor.id, this.clock.now()],
    );
    return this.stateOf(tutor);
  }

  /**
   * Checks the file by its bytes, stores it under a random key and records it. A second file
   * for the same side of an identity document replaces the first. Adding to a rejected or
   * expired request starts a new draft.
   */
  async upload(
    tutor: User,
    form: DocumentFieldsDto,
    file: UploadedMultipartFile | undefined,
  ): Promise<VerificationDocumentDto> {
    requireTutor(tutor);
    const side: VerificationSide | null = form.side ?? null;
    const sideWrong = sideRefusal(form.kind, side);
    if (sideWrong) {
      throw badRequest(sideWrong);
    }
    if (!file?.buffer || file.buffer.length === 0) {
      throw badRequest(coded('verification.missingFile'));
    }
    // Refusals that need no decoding come first, so a refused upload costs nothing.
    mayAdd(await this.requestOf(this.db.manager, tutor.id), tutor, { kind: form.kind, side });
    const checked = await checkDocument(file.buffer, file.originalname);
    const key = newDocumentKey();
    await this.storage.save(key, checked.body, checked.contentType);
    let replaced: string[] = [];
    try {
      const saved = await this.db.transaction(async (tx) => {
        const request = mayAdd(await this.lockedRequestOf(tx, tutor.id), tutor, {
          kind: form.kind,
          side,
        });
        const old = request.documents!.filter((d) => replacesSlot({ kind: form.kind, side }, d));
        replaced = old.map((d) => d.storageKey);
        if (old.length > 0) {
          await tx.delete(
            VerificationDocument,
            old.map((d) => d.id),
          );
        }
        if (request.status !== 'draft') {
          await tx.update(VerificationRequest, { id: request.id }, { status: 'draft' });
        }
        const row = tx.create(VerificationDocument, {
          requestId: request.id,
          kind: form.kind,
          side,
          contentType: checked.contentType,
          size: checked.body.length,
          storageKey: key,
          ownerId: tutor.id,
          uploadedAt: this.clock.now(),
        });
        return tx.save(row);
      });
      await this.storage.deleteAll(replaced);
      return toDocumentDto(saved);
    } catch (e) {
      await this.storage.delete(key);
      throw e;
    }
  }

  /** Deletes one of the tutor's documents from the store, while the request is editable. */
  async deleteDocument(tutor: User, id: string): Promise<DeleteResult> {
    requireTutor(tutor);
    return this.db.transaction(async (tx) => {
      const request = await this.lockedRequestOf(tx, tutor.id);
      const document = request?.documents?.find((d) => d.id === id);
      if (!request || !document) {
        throw documentNotFound();
      }
      if (!isEditable(request.status, tutor.verified)) {
        throw conflict(coded('verification.notEditable', { status: request.status }));
      }
      await tx.delete(VerificationDocument, { id });
      await this.storage.delete(document.storageKey);
      return { deletedCount: 1 };
    });
  }

  /** Sends the draft to the admins' queue; it needs an identity document. */
  async submit(tutor: User): Promise<VerificationStateDto> {
    requireTutor(tutor);
    await this.db.transaction(async (tx) => {
      const request = await this.lockedRequestOf(tx, tutor.id);
      if (!request?.consentedAt) {
        throw conflict(coded('verification.consentFirst'));
      }
      if (request.status !== 'draft') {
        throw conflict(coded('verification.notEditable', { status: request.status }));
      }
      if (!hasIdentity(request.documents ?? [])) {
        throw badRequest(coded('verification.identityRequired'));
      }
      await tx.update(
        VerificationRequest,
        { id: request.id },
        {
          status: 'submitted',
          submittedAt: this.clock.now(),
          reason: null,
          note: null,
          decidedAt: null,
          decidedById: null,
          documentsDeletedAt: null,
        },
      );
    });
    return this.stateOf(tutor);
  }

  /**
   * Deletes every document from the store at once, then the request. A badge already given
   * stays (the audit log keeps who approved it).
   */
  async withdraw(tutor: User): Promise<DeleteResult> {
    requireTutor(tutor);
    return this.db.transaction(async (tx) => {
      const request = await this.lockedRequestOf(tx, tutor.id);
      if (!request) {
        throw notFound();
      }
      await this.files.deleteOfTutor(tx, tutor.id);
      await tx.delete(VerificationRequest, { id: request.id });
      return { deletedCount: 1 };
    });
  }

  /** The admins' queue: by status (submitted by default), oldest submitted first. */
  async adminList(query: AdminVerificationQueryDto): Promise<Page<AdminVerificationDto>> {
    const [rows, total] = await this.db.getRepository(VerificationRequest).findAndCount({
      where: { status: query.status ?? 'submitted' },
      relations: { tutor: true, documents: true },
      order: { submittedAt: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'ASC', id: 'ASC' },
      ...skipTake(query),
    });
    return { items: rows.map((r) => this.toAdmin(r)), total };
  }

  async adminGet(id: string): Promise<AdminVerificationDto> {
    const request = await this.db.getRepository(VerificationRequest).findOne({
      where: { id },
      relations: { tutor: true, documents: true },
    });
    if (!request) {
      throw notFound();
    }
    return this.toAdmin(request);
  }

  /**
   * One document for an admin, audited first (who, when, which): the file from the disk store,
   * or a presigned link valid 5 minutes from the S3 store.
   */
  async sendDocument(admin: User, id: string, docId: string, reply: FastifyReply): Promise<void> {
    const document = await this.db.getRepository(VerificationDocument).findOne({
      where: { id: docId, requestId: id },
      relations: { request: true },
    });
    if (!document) {
      throw documentNotFound();
    }
    await audit(this.db.manager, 'verify-view', admin.id, document.request!.tutorId, docId);
    const access = await this.storage.access(document.storageKey, this.clock.now());
    if (access.kind === 'link') {
      await reply
        .header('Cache-Control', 'no-store')
        .send({ url: access.url, expiresAt: access.expiresAt.toISOString() });
      return;
    }
    const name = `${document.kind}${document.side ? `-${document.side}` : ''}.${EXTENSIONS[document.contentType]}`;
    await reply
      .headers(DOCUMENT_HEADERS)
      .header('Content-Type', document.contentType)
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(access.body);
  }

  /**
   * An admin approves (the tutor's badge goes on) or rejects with a reason (the tutor is told
   * by bell and email what to send again). Only a submitted request; audited.
   */
  async decide(admin: User, id: string, dto: DecideVerificationDto): Promise<AdminVerificationDto> {
    await this.db.transaction(async (tx) => {
      const request = await tx.findOne(VerificationRequest, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request) {
        throw notFound();
      }
      if (request.status !== 'submitted') {
        throw conflict(coded('verification.onlySubmittedDecided'));
      }
      const approved = dto.status === 'approved';
      const reason = approved ? null : (dto.reason ?? 'other');
      const note = dto.note?.trim() || null;
      await tx.update(
        VerificationRequest,
        { id },
        {
          status: dto.status,
          reason,
          note,
          decidedAt: this.clock.now(),
          decidedById: admin.id,
        },
      );
      if (approved) {
        await tx.update(User, { id: request.tutorId }, { verified: true });
        await audit(tx, 'verify-approve', admin.id, request.tutorId, id);
      } else {
        await audit(tx, 'verify-reject', admin.id, request.tutorId, `${id} ${reason}`);
        await this.notifications.notify(tx, {
          userId: request.tutorId,
          type: 'verification.rejected',
          params: { verificationReason: reason!, ...(note ? { note } : {}) },
        });
      }
    });
    return this.adminGet(id);
  }

  private async requestOf(
    manager: EntityManager,
    tutorId: string,
  ): Promise<VerificationRequest | null> {
    return manager.findOne(VerificationRequest, {
      where: { tutorId },
      relations: { documents: true },
    });
  }

  /** The tutor's request locked for this transaction, with its documents. */
  private async lockedRequestOf(
    manager: EntityManager,
    tutorId: string,
  ): Promise<VerificationRequest | null> {
    const request = await manager.findOne(VerificationRequest, {
      where: { tutorId },
      lock: { mode: 'pessimistic_write' },
    });
    if (request) {
      request.documents = await manager.find(VerificationDocument, {
        where: { requestId: request.id },
      });
    }
    return request;
  }

  private toState(request: VerificationRequest | null): VerificationStateDto {
    return {
      status: request?.status ?? 'draft',
      reason: request?.reason ?? null,
      note: request?.note ?? null,
      consentedAt: iso(request?.consentedAt),
      submittedAt: iso(request?.submittedAt),
      decidedAt: iso(request?.decidedAt),
      retentionDays: this.retentionDays,
      documents: [...(request?.documents ?? [])].sort(byUpload).map(toDocumentDto),
    };
  }

  private toAdmin(request: VerificationRequest): AdminVerificationDto {
    const tutor = request.tutor!;
    return {
      _id: request.id,
      ...this.toState(request),
      decidedBy: request.decidedById,
      tutor: {
        _id: tutor.id,
        name: tutor.name,
        image: tutor.image,
        email: tutor.email,
        study: tutor.study,
        subject: tutor.subject,
        teachingSubject: tutor.teachingSubject,
        location: tutor.location,
        verified: tutor.verified,
        createdAt: tutor.createdAt.toISOString(),
      },
    };
  }
}

/** Verification is a tutor's: 403 for any other profile. */
function requireTutor(user: User): void {
  if (user.kind !== 'tutor') {
    throw new ForbiddenException(errorBody(403, coded('verification.tutorsOnly')));
  }
}

/** 409 unless the tutor may add a document of this slot to `request` now; answers it. */
function mayAdd(
  request: VerificationRequest | null,
  tutor: User,
  slot: { kind: DocumentFieldsDto['kind']; side: VerificationSide | null },
): VerificationRequest {
  if (!request?.consentedAt) {
    throw conflict(coded('verification.consentFirst'));
  }
  if (!isEditable(request.status, tutor.verified)) {
    throw conflict(coded('verification.notEditable', { status: request.status }));
  }
  const kept = (request.documents ?? []).filter((d) => !replacesSlot(slot, d));
  if (kept.length >= LIMITS.verificationFilesMax) {
    throw conflict(coded('verification.tooManyFiles', { max: LIMITS.verificationFilesMax }));
  }
  return request;
}
