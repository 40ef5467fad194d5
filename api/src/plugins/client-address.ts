/**
 * The address a client is counted by, in every limit: IPv4 as it is, IPv6 by its /64 prefix. A
 * subscriber is given a whole /64 (often more) and may use any address in it, so counting single IPv6
 * addresses would give one client billions of fresh counts.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

const IPV6_CLIENT_PREFIX = 64;

export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip, IPV6_CLIENT_PREFIX);
