// What tests, benches and evaluations elsewhere in the repository build their inputs with.
export * from '../resume/testing/render-resume';
export { seededRandom } from './seeded-random';
