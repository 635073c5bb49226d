export { HTTP_STATUS_OF, RateLimitedError, ServiceError, isRateLimited, isServiceError, isServiceErrorOf } from './service-error';
