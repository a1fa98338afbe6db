/** `npm run gen:widget`: rewrites src/server/widget/generated/widgets.js from the widget's source. */
import { writeFileSync } from "node:fs";
import { GENERATED, widgetModule } from "./widget-build.ts";

const code = await widgetModule();
writeFileSync(GENERATED, code);
console.log(`widgets.js: ${(code.length / 1024).toFixed(0)} KB`);
