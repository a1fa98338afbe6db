/**
 * The Apps lane's UI: "Open widget" on a tools/call reply, and the widget's pane (its own chunk,
 * loaded when a widget is opened).
 */
export { OpenWidgetButton } from "./OpenWidgetButton.tsx";
export const loadWidgetPane = () => import("./WidgetPane.tsx");
export type { WidgetPaneProps } from "./WidgetPane.tsx";
