/**
 * A Map per owner object (an app's database, a catalogue snapshot), made on first use and dropped
 * with its owner: for what is kept in memory per database, whose ids mean nothing in another.
 */
export function mapsPerOwner<Owner extends object, Key, Value>(): (owner: Owner) => Map<Key, Value> {
  const maps = new WeakMap<Owner, Map<Key, Value>>();
  return (owner) => {
    let map = maps.get(owner);
    if (!map) {
      map = new Map<Key, Value>();
      maps.set(owner, map);
    }
    return map;
  };
}
