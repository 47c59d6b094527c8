/**
 * Leaves the product for an exit, error or decline URL of the link (§3, §4: "at zero the user
 * leaves to the exit URL"). The URL passed the contract's http(s) rule (safeExitUrl) already.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
