import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services';
import { adminMessageRoutes } from './admin-messages';
import { adminResellerRoutes } from './admin-resellers';
import { adminSubscriberRoutes } from './admin-subscribers';
import { adminWholesaleRoutes } from './admin-wholesale';
import { authRoutes } from './auth';
import { messageRoutes } from './messages';
import { mpesaRoutes } from './mpesa';
import { mpesaEventRoutes } from './mpesa-events';
import { mpesaTestRoutes } from './mpesa-test';
import { orderRoutes } from './orders';
import { productRoutes } from './products';
import { resellerRoutes } from './reseller';
import { reviewRoutes } from './reviews';
import { storefrontConfigRoutes } from './storefront-config';
import { wishlistRoutes } from './wishlist';

export async function registerApi(app: FastifyInstance, services: Services, config: Config) {
  productRoutes(app, services);
  wishlistRoutes(app, services, config);
  messageRoutes(app, services);
  await app.register(orderRoutes(services));
  await app.register(reviewRoutes(services));
  storefrontConfigRoutes(app, services);
  await app.register(authRoutes(services, config));
  resellerRoutes(app, services);
  adminResellerRoutes(app, services);
  adminWholesaleRoutes(app, services);
  adminMessageRoutes(app, services);
  adminSubscriberRoutes(app, services);
  mpesaRoutes(app, services);
  mpesaEventRoutes(app, services, config.http.paymentStreams);
  mpesaTestRoutes(app, services);
}
