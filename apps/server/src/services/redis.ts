import { Redis } from 'ioredis';

/**
 * One Redis connection for sessions and rate limits. Every key gets the prefix, so several sites (or the
 * tests) can share a server without touching each other's keys.
 */
export function connectRedis(url: string, prefix: string): Redis {
  return new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
