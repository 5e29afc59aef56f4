import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, for resolving relative paths the same way from every workspace. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key, so several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('carddogam:'),
  /** Hosts the web app may be served from besides localhost and bare IP addresses (§2.1 host check). */
  ALLOWED_HOSTS: list,
  /** Public address of the site, for mails and the sitemap. */
  SITE_URL: z.string().default('http://localhost:3000'),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto): a
   * number of hops in front of the app (1 = one reverse proxy), or a comma list of proxy addresses and
   * CIDR ranges. Never "trust everyone": the left-most X-Forwarded-For entry is whatever the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      const value = (v ?? '').trim();
      if (value === '' || value === '0' || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) return list;
      ctx.addIssue({ code: 'custom', message: 'a number of proxy hops, or a comma list of addresses/CIDRs' });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** SMTP server for mail (smtp://user:pass@host:587); unset writes mails as files under DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('카드도감 <no-reply@carddogam.kr>'),
  CARD_DATA_DIR: z.string().optional(),
  /** Set to 0 to answer every search, statistics and ranking call from the database (benchmarks). */
  ANSWER_CACHE: z
    .string()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  /** Set to 0 to start without importing the catalogue into an empty database. */
  AUTO_IMPORT: z
    .string()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  /**
   * Set to 1 to copy the catalogue's card pictures to DATA_DIR/upload after each catalogue import (the
   * first start's and `npm run import`'s; decision 029). Off by default: it needs the image hosts online.
   */
  CARD_IMAGE_MIRROR: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Comma-separated `from=to` address beginnings the image job fetches from instead (import/images). */
  CARD_IMAGE_SOURCE_REWRITE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = envSchema.parse(source);
  return { ...env, dataDir: path.resolve(REPO_ROOT, env.DATA_DIR) };
}
