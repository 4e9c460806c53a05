/** Where each federated remote loads from, changed at run time (issue 9). */
export { RemoteRegistryModule } from './remote-registry.module';
export { RemoteRegistryService, type RegistrySnapshot } from './remote-registry.service';
export { changeRegistry, readRegistry, type RegistryChange, type RemoteRegistryEntry } from './remote-registry.store';
export { checkManifestUrl, remoteSourcesOf, REMOTE_NAMES } from './remote-url';
