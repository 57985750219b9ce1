/** A group's own keys, kept apart per member when the group's type is a union (one per page). */
type KeysOf<Group> = Group extends object ? Extract<keyof Group, string> : never;

/**
 * The keys of a group of messages (a list's items, a page's sections) in the messages file's order.
 * Messages are read one by one with `t()`, so a list is a group of keyed messages.
 */
export function messageKeys<Group extends object>(group: Group): KeysOf<Group>[] {
  // Object.keys is typed string[]; the keys are the group's own (the messages file is the type).
  return Object.keys(group) as KeysOf<Group>[];
}
