/**
 * What the visitors' response cache (read-cache.ts) files a cached response under, and what a
 * write names when it changes something: a write invalidates exactly the cached responses
 * that share one of its topics. The platform knows no topic by name: the tables' topics are
 * named beside them (src/server/model/topics.ts).
 */
export type ReadTopic = string & { readonly __readTopic: unique symbol };

/** The topic of this name. */
export const readTopic = (name: string) => name as ReadTopic;
