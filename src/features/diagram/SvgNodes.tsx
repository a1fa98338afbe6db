/** Drawn shapes (plain data from `draw.ts`) as React SVG elements; text goes in as children. */
import { type ReactElement, createElement } from "react";
import type { SvgNode } from "./draw.ts";

function renderNode(node: SvgNode, key: number): ReactElement {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.text ?? node.children?.map(renderNode),
  );
}

export const renderNodes = (nodes: readonly SvgNode[]): ReactElement[] => nodes.map(renderNode);
