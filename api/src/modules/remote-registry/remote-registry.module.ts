import { Global, Module } from '@nestjs/common';
import { RemoteRegistryController } from './remote-registry.controller';
import { RemoteRegistryService } from './remote-registry.service';

/**
 * The run-time remote registry: the admin's routes, and the service that /remotes.json and the
 * CSP read on every response (global, so the web layer finds it with app.get()).
 */
@Global()
@Module({
  controllers: [RemoteRegistryController],
  providers: [RemoteRegistryService],
  exports: [RemoteRegistryService],
})
export class RemoteRegistryModule {}
