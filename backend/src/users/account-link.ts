import { applyDecorators } from '@nestjs/common';
import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from './user.entity';

/** What happens to a row when its account is deleted. */
type OnAccountDelete = 'CASCADE' | 'SET NULL';

interface AccountLinkOptions {
  /** The row's uuid column holding the account id, declared with `AccountIdColumn`. */
  column: string;
  /** CASCADE: the row goes with the account; SET NULL: it stays, unlinked. */
  onDelete: OnAccountDelete;
  /** The foreign key's name as the migrations created it (TypeORM's own name otherwise). */
  foreignKey?: string;
  /** An index on the column, by its name in the migrations. */
  index?: string;
}

/** The relation of a row to the account it belongs to or was written by. */
export function AccountLink({
  column,
  onDelete,
  foreignKey,
  index,
}: AccountLinkOptions): PropertyDecorator {
  return applyDecorators(
    ...(index ? [Index(index)] : []),
    ManyToOne(() => User, onDelete === 'SET NULL' ? { nullable: true, onDelete } : { onDelete }),
    JoinColumn(
      foreignKey ? { name: column, foreignKeyConstraintName: foreignKey } : { name: column },
    ),
  );
}

/** The account id column of an `AccountLink`: null once a SET NULL link loses its account. */
export function AccountIdColumn(onDelete: OnAccountDelete): PropertyDecorator {
  return Column({ type: 'uuid', nullable: onDelete === 'SET NULL' });
}
