export { cleanJobTitle } from './clean-job-title';
export { occupationCloseness, socCloseness } from './occupation-closeness';
export {
  type OccupationDescriptions,
  type OccupationOverview,
  occupationOverview,
  readOccupationDescriptions,
} from './occupation-overview';
export {
  type OccupationProgram,
  type OccupationSkills,
  occupationSkills,
  occupationSkillsOf,
} from './occupation-skills';
export {
  createOccupationResolver,
  isListedOccupationWord,
  type OccupationIndexData,
  type OccupationMatch,
  type OccupationResolver,
  type OccupationResolverOptions,
  resolveOccupation,
} from './resolve-occupation';
