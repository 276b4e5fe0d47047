import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from './database/typeorm-options';
import { ENTITIES } from './entities';

/** Used by the TypeORM CLI (`npm run migration:*`); reads DATABASE_URL. */
export default new DataSource(
  typeormOptions(
    process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54320/tutorhub',
    ENTITIES,
  ),
);
