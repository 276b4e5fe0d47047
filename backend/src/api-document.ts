import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import metadata from './metadata';

/**
 * The OpenAPI document of `app`. The property and answer types come from `metadata.ts`, which
 * `npm run api:generate` writes with the swagger plugin's reader: the builds use tsc and SWC,
 * which cannot run the plugin's transformer, so the DTOs' types reach Swagger this way.
 */
export async function buildApiDocument(app: NestFastifyApplication): Promise<OpenAPIObject> {
  await SwaggerModule.loadPluginMetadata(metadata);
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Tutor Hub API')
      .setDescription('The calls of the Tutor Hub marketplace. Sign in through POST /api/jwt.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
}

/**
 * The document without a database or identity provider: preview mode builds the module graph
 * without running any provider, so nothing connects.
 */
export async function buildApiDocumentOffline(): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  try {
    return await buildApiDocument(app);
  } finally {
    await app.close();
  }
}
