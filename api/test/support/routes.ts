import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Role } from '@hackathon/contracts';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../../src/auth';
import type { TestApp } from './test-app';

/** One controller route as its metadata declares it. */
export interface DeclaredRoute {
  /** 'GET', 'POST', ... */
  method: string;
  /** The full path under the global prefix, e.g. '/teams/:id'. */
  path: string;
  isPublic: boolean;
  /** The @Roles list, or undefined when the route declares none. */
  roles: Role[] | undefined;
}

/** Every route of the app's controllers (the app needs DiscoveryModule among its imports). */
export function listDeclaredRoutes(t: TestApp): DeclaredRoute[] {
  const discovery = t.get(DiscoveryService);
  const scanner = t.get(MetadataScanner);
  const reflector = t.get(Reflector);
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prefix = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const prototype = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const full = `/${[prefix, String(path)].map((p) => p.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}`;
      routes.push({
        method,
        path: full,
        isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, metatype]) === true,
        roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [handler, metatype]),
      });
    }
  }
  return routes;
}
