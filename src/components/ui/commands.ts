// Buttons open or close dialogs and popovers with no script: https://developer.mozilla.org/en-US/docs/Web/API/Invoker_Commands_API

/** What an invoker button can ask of the element it names. */
export type Command = 'show-modal' | 'close' | 'toggle-popover' | 'show-popover' | 'hide-popover';

/** The attributes that make a button run `command` on the element with id `target`. */
export function invokes(target: string, command: Command): Record<string, string> {
  return { commandfor: target, command };
}
