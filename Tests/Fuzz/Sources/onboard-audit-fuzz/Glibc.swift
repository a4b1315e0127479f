#if canImport(Glibc)
  @_exported import Glibc
#endif
