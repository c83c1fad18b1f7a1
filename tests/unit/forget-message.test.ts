import { describe, expect, it } from 'vitest';
import {
  decodeForgetMessage,
  encodeForgetMessage,
  PAYLOAD_LIMIT_BYTES,
} from '../../src/server/plugins/forget-message';
import { accountTopic, listTopics, personTopic } from '../../src/server/read-topics';

describe('messages telling other instances what to forget', () => {
  it('carries the topics a write forgot, each once, and who sent them', () => {
    const topics = [personTopic(7), accountTopic(12), listTopics.people, personTopic(7)];
    const payload = encodeForgetMessage({ from: 'instance-a', forgetting: topics });
    expect(decodeForgetMessage(payload)).toEqual({
      from: 'instance-a',
      forgetting: [personTopic(7), accountTopic(12), listTopics.people],
    });
  });

  it('carries "forget everything"', () => {
    const payload = encodeForgetMessage({ from: 'instance-a', forgetting: 'all' });
    expect(decodeForgetMessage(payload)).toEqual({ from: 'instance-a', forgetting: 'all' });
  });

  it('says "forget everything" when the topics would not fit in one notification', () => {
    const topics = Array.from({ length: 1000 }, (_, index) => accountTopic(1_000_000 + index));
    const payload = encodeForgetMessage({ from: 'instance-a', forgetting: topics });
    expect(Buffer.byteLength(payload)).toBeLessThan(PAYLOAD_LIMIT_BYTES);
    expect(decodeForgetMessage(payload)).toEqual({ from: 'instance-a', forgetting: 'all' });
  });

  it('keeps the topics of the longest message that fits', () => {
    const topics = Array.from({ length: 400 }, (_, index) => accountTopic(1_000_000 + index));
    const payload = encodeForgetMessage({ from: 'instance-a', forgetting: topics });
    expect(Buffer.byteLength(payload)).toBeGreaterThan(PAYLOAD_LIMIT_BYTES / 2);
    expect(decodeForgetMessage(payload).forgetting).toEqual(topics);
  });

  it('forgets everything for a message it cannot read, whoever sent it', () => {
    for (const payload of ['not json', '{"from":"instance-a","topics":"person:1"}', '[]']) {
      expect(decodeForgetMessage(payload)).toEqual({ from: null, forgetting: 'all' });
    }
  });
});
