import { describe, expect, it } from 'vitest';
import {
  decodeInvalidationMessage,
  encodeInvalidationMessage,
  PAYLOAD_LIMIT_BYTES,
} from '../../src/server/platform/cache/invalidation-message';
import { accountTopic, listTopics, personTopic } from '../../src/server/model/topics';

describe('messages telling other instances what to forget', () => {
  it('carries the topics a write forgot, each once, and who sent them', () => {
    const topics = [personTopic(7), accountTopic(12), listTopics.people, personTopic(7)];
    const payload = encodeInvalidationMessage({ from: 'instance-a', invalidation: topics });
    expect(decodeInvalidationMessage(payload)).toEqual({
      from: 'instance-a',
      invalidation: [personTopic(7), accountTopic(12), listTopics.people],
    });
  });

  it('carries "forget everything"', () => {
    const payload = encodeInvalidationMessage({ from: 'instance-a', invalidation: 'all' });
    expect(decodeInvalidationMessage(payload)).toEqual({ from: 'instance-a', invalidation: 'all' });
  });

  it('says "forget everything" when the topics would not fit in one notification', () => {
    const topics = Array.from({ length: 1000 }, (_, index) => accountTopic(1_000_000 + index));
    const payload = encodeInvalidationMessage({ from: 'instance-a', invalidation: topics });
    expect(Buffer.byteLength(payload)).toBeLessThan(PAYLOAD_LIMIT_BYTES);
    expect(decodeInvalidationMessage(payload)).toEqual({ from: 'instance-a', invalidation: 'all' });
  });

  it('keeps the topics of the longest message that fits', () => {
    const topics = Array.from({ length: 400 }, (_, index) => accountTopic(1_000_000 + index));
    const payload = encodeInvalidationMessage({ from: 'instance-a', invalidation: topics });
    expect(Buffer.byteLength(payload)).toBeGreaterThan(PAYLOAD_LIMIT_BYTES / 2);
    expect(decodeInvalidationMessage(payload).invalidation).toEqual(topics);
  });

  it('forgets everything for a message it cannot read, whoever sent it', () => {
    for (const payload of ['not json', '{"from":"instance-a","topics":"person:1"}', '[]']) {
      expect(decodeInvalidationMessage(payload)).toEqual({ from: null, invalidation: 'all' });
    }
  });
});
