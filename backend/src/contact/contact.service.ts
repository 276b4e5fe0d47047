import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { InsertResultDto as InsertResult } from '../common/api-docs';
import type { ContactMessageDto as ContactAnswer } from './dto/contact.dto';
import type { Repository } from 'typeorm';
import { type Page, type PageQueryDto, skipTake, toPage } from '../common/pagination';
import { ContactMessage } from './contact-message.entity';
import type { CreateContactDto } from './dto/contact.dto';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

function toContactMessage(row: ContactMessage): ContactAnswer {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectRepository(NewsletterSubscriber)
    private readonly subscribers: Repository<NewsletterSubscriber>,
  ) {}

  async send(dto: CreateContactDto): Promise<InsertResult> {
    const result = await this.messages.insert({
      name: dto.name,
      email: dto.email,
      message: dto.message ? dto.message : null,
    });
    return { insertedId: (result.identifiers[0] as { id: string }).id };
  }

  /** The admin inbox, newest first. */
  async inbox(query: PageQueryDto): Promise<Page<ContactAnswer>> {
    const rows = await this.messages.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      ...skipTake(query),
    });
    return toPage(rows, toContactMessage);
  }

  /**
   * Idempotent per (lower-cased) email: `INSERT … ON CONFLICT DO NOTHING`, so concurrent
   * repeats cannot fail. Answers the subscription's id, new or not: the answer must not tell
   * whether an address was already subscribed.
   */
  async subscribe(email: string): Promise<string> {
    const inserted = await this.subscribers
      .createQueryBuilder()
      .insert()
      .values({ email })
      .orIgnore()
      .returning(['id'])
      .execute();
    const created = (inserted.raw as Array<{ id: string }>)[0];
    if (created) {
      return created.id;
    }
    const existing = await this.subscribers.findOneOrFail({
      where: { email },
      select: { id: true },
    });
    return existing.id;
  }
}
