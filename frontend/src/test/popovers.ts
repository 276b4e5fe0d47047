/**
 * What the browser does with popovers, which jsdom lacks: a `popovertarget` button toggles its
 * popover, and `showPopover`/`hidePopover` open and close one (with their toggle events). Returns
 * the undoing.
 */
export function emulatePopovers(): () => void {
  const toggle = (element: HTMLElement, open: boolean) => {
    if (element.hasAttribute('data-popover-open') === open) {
      return;
    }
    const newState = open ? 'open' : 'closed';
    element.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState }));
    element.toggleAttribute('data-popover-open', open);
    // jsdom's own style sheet hides every popover: it knows no open one.
    element.style.display = open ? 'block' : '';
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  };
  const proto = HTMLElement.prototype;
  proto.showPopover = function (this: HTMLElement) {
    toggle(this, true);
  };
  proto.hidePopover = function (this: HTMLElement) {
    toggle(this, false);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element && event.target.closest('[popovertarget]');
    const target = button && document.getElementById(button.getAttribute('popovertarget')!);
    if (target) {
      toggle(target, !target.hasAttribute('data-popover-open'));
    }
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    Reflect.deleteProperty(proto, 'showPopover');
    Reflect.deleteProperty(proto, 'hidePopover');
  };
}
