import { Readable } from 'node:stream';
import { errorBodySchema, sttResponseSchema, ttsBodySchema } from '@careerloom/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import type { SpeechStream } from './embedded-tts';
import { STT_NOT_CONFIGURED_MESSAGE, sttService } from './stt-service';
import { type TtsService, ttsService } from './tts-service';

/** Spoken replies per caller and minute: a chatty conversation speaks a few a minute. */
export const TTS_PER_MINUTE = 60;
/** Voice-input uploads per caller and minute. */
export const STT_PER_MINUTE = 20;
/**
 * Syntheses one caller may have under way at once. The embedded synthesizer is one thread shared by
 * everybody; without this, one caller's burst of long texts would queue ahead of everyone else.
 */
export const TTS_CONCURRENT_PER_CALLER = 2;
export const STT_MAX_BYTES = 10 * 1024 * 1024;
const MINUTE = 60_000;

/** Audio streamed as it is synthesised; the OpenAPI document describes it as a binary string. */
const binary = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });

/**
 * The upload form, for the OpenAPI document only: the handler reads and checks the multipart stream
 * itself (one audio file of at most 10 MB), so this schema is not used to validate.
 */
const sttFormSchema = z.strictObject({
  file: z
    .string()
    .max(STT_MAX_BYTES)
    .meta({ format: 'binary', description: 'The recording, with an audio/* content type (at most 10 MB)' }),
});

export type SpeechRoutesOptions = {
  /** The speech service; by default the one the configuration describes (tests pass a controlled one). */
  tts?: TtsService;
};

const speechRoutes: FastifyPluginAsyncZod<SpeechRoutesOptions> = async (app, options) => {
  const tts = options.tts ?? ttsService(app.ctx.config.tts);
  const stt = sttService(app.ctx.config.stt);
  // Registered in this module's scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: STT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });

  /** The user when signed in, else the address. */
  const callerOf = (request: FastifyRequest) =>
    request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`;

  /** Counts one call of the caller against `limit` a minute. */
  async function limitCaller(request: FastifyRequest, name: string, limit: number): Promise<void> {
    const decision = await app.ctx.limiter.hit(`${name}:${callerOf(request)}`, limit, MINUTE);
    if (!decision.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many requests; try again later', decision.retryAfterSeconds);
    }
  }

  const ttsSlots = callerSlots(TTS_CONCURRENT_PER_CALLER);

  app.post(
    '/api/tts',
    {
      // Guests use the assistant too; a session, when present, only changes whose limit counts.
      config: { auth: 'optional' },
      schema: {
        tags: ['speech'],
        summary: 'Speak a text in a persona voice',
        description:
          'Answers audio: audio/wav from the embedded synthesizer, or audio/mpeg from the configured ' +
          'speech provider. Text is trimmed and cut to 4000 characters; empty text is refused. The ' +
          'audio streams: the first sentence is sent as soon as it is synthesised, the rest follow ' +
          '(the WAV header declares its sizes as 0xFFFFFFFF, read to the end of the body).',
        body: ttsBodySchema,
        response: {
          200: {
            description: 'The spoken text',
            content: { 'audio/wav': { schema: binary }, 'audio/mpeg': { schema: binary } },
          },
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await limitCaller(request, 'tts', TTS_PER_MINUTE);
      // The caller's slot is held until the last sentence is sent (or the listener leaves), not
      // only until the first one is ready.
      const release = ttsSlots.take(callerOf(request));
      let audio: SpeechStream;
      try {
        audio = await tts.stream(request.body, request.log);
      } catch (err) {
        release();
        throw err;
      }
      audio.body.once('close', release);
      return reply.type(audio.contentType).header('cache-control', 'no-store').send(audio.body);
    },
  );

  app.post(
    '/api/stt',
    {
      config: { auth: 'optional' },
      // The multipart stream is checked by the handler as it is read (see sttFormSchema).
      validatorCompiler: () => (data) => ({ value: data }),
      preValidation: async (request) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the recording as multipart/form-data');
        }
      },
      schema: {
        tags: ['speech'],
        summary: 'Transcribe a voice recording',
        description:
          'Voice input for browsers without speech recognition. Needs STT_PROVIDER=openai; ' +
          'answers 501 without it.',
        consumes: ['multipart/form-data'],
        body: sttFormSchema,
        response: {
          200: sttResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
          501: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await limitCaller(request, 'stt', STT_PER_MINUTE);
      // Before reading the upload: without a provider there is nothing to do with it.
      if (!stt.configured) throw new AppError('NOT_CONFIGURED', STT_NOT_CONFIGURED_MESSAGE);
      const audio = await readAudioUpload(request);
      return stt.transcribe(audio, request.log);
    },
  );
};

/**
 * At most `max` tasks per key at once: `take` refuses one more with RATE_LIMITED, and answers the
 * function that gives the slot back (calling it twice gives back only one).
 */
function callerSlots(max: number) {
  const underWay = new Map<string, number>();
  return {
    take(key: string): () => void {
      const count = underWay.get(key) ?? 0;
      if (count >= max) throw new AppError('RATE_LIMITED', 'Wait for the current speech to finish', 1);
      underWay.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (underWay.get(key) ?? 1) - 1;
        if (left > 0) underWay.set(key, left);
        else underWay.delete(key);
      };
    },
  };
}

/** The one audio file of a multipart upload, with upload errors turned into our error codes. */
async function readAudioUpload(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (!part) throw new AppError('VALIDATION_FAILED', 'Attach the recording as a file');
    if (!part.mimetype.toLowerCase().startsWith('audio/')) {
      part.file.resume(); // drain the rest so the connection stays usable
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The recording must be an audio file');
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The recording is empty');
    return { bytes, mimeType: part.mimetype, filename: part.filename };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', 'The recording is larger than 10 MB');
    if (status && status >= 400 && status < 500) throw new AppError('BAD_REQUEST', 'The upload is malformed');
    throw err;
  }
}

export default speechRoutes;
