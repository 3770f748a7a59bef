// Which of the two apps is running: each app's entry sets it once before the first render.
import type { AppName } from "@henna/domain/app-routes";

let running: AppName = "shop";

export function setCurrentApp(name: AppName): void {
  running = name;
}

export function currentApp(): AppName {
  return running;
}
