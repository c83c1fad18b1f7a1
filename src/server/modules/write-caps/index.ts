export { writeCapJobs } from './jobs';
export {
  forgetOldCappedWrites,
  holdCapLock,
  spendWriteAllowance,
  type CappedWriteKind,
  type WriteCap,
} from './caps';
