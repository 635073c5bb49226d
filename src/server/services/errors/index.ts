// The domains' words for what went wrong, mapped once to HTTP statuses for the API and the pages.
export {
  HTTP_STATUS_OF,
  RateLimitedError,
  ServiceError,
  isRateLimited,
  isServiceError,
  isServiceErrorOf,
} from './service-error';
export { refuseLines } from './line-refusals';
