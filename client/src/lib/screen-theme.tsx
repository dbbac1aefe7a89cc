import type { ReactNode } from 'react';
import { ChakraProvider, createSystem, defineConfig } from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  codeRecipe,
  dataListSlotRecipe,
  menuSlotRecipe,
  radioCardSlotRecipe,
  segmentGroupSlotRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  timelineSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { appConfig, brandConfig } from './theme';

/**
 * The recipes only the signed-in screens render (order wizard, order page, profile, back office). They load
 * with those screens' chunks instead of weighing on every public page: a component whose recipe is in
 * neither this list nor `theme.ts` renders unstyled, so add its recipe where its screens are.
 */
const screenRecipes = defineConfig({
  theme: {
    recipes: {
      code: codeRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      dataList: dataListSlotRecipe,
      menu: menuSlotRecipe,
      radioCard: radioCardSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      steps: stepsSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      timeline: timelineSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const screenSystem = createSystem(appConfig, screenRecipes, brandConfig);

/** Wraps a signed-in screen so its tables, tabs, menus and steps have their styles. */
export function ScreenTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={screenSystem}>{children}</ChakraProvider>;
}
