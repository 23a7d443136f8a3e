export { cleanJobTitle } from './clean-job-title';
export { occupationCloseness, socCloseness } from './occupation-closeness';
export {
  createOccupationResolver,
  type OccupationIndexData,
  type OccupationMatch,
  type OccupationResolver,
  type OccupationResolverOptions,
  resolveOccupation,
} from './resolve-occupation';
