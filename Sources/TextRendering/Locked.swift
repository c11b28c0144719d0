@_spi(Locking) import ObservationBackport

/// The package's one lock type, from the engine (see `_Locked`).
package typealias Locked<Value> = ObservationBackport._Locked<Value>
