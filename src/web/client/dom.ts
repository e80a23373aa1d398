// Small helpers to build the page's elements (no framework). Attributes are set one by one: a
// `style` attribute would be refused by the page's content security policy, so none is used.

export type Child = Node | string | number | null | undefined | false

type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>

function apply(element: Element, attributes: Attributes, children: Child[]): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value))
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    element.append(typeof child === 'number' ? String(child) : child)
  }
}

/** An HTML element; `on…` attributes are listeners, `true` is an empty attribute, `false` none. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  apply(element, attributes, children)
  return element
}

const SVG_NS = 'http://www.w3.org/2000/svg'

/** An SVG element, likewise. */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag)
  apply(element, attributes, children)
  return element
}

/** Says `text` to screen readers through the page's polite live region. */
export function announce(text: string): void {
  const region = document.getElementById('announcer')
  if (region !== null) region.textContent = text
}

/** True when a key press is meant for a text field, not for a page shortcut. */
export function typing(event: KeyboardEvent): boolean {
  const target = event.target
  return target instanceof HTMLInputElement ? !['range', 'radio', 'checkbox', 'button'].includes(target.type) : target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}
