import type { StateCreator } from 'zustand';

import { removeById, replaceById } from '../list-utils';
import type { AppState, ContentSlice } from '../types';

type ContentData = Pick<
  ContentSlice,
  | 'posts'
  | 'charts'
  | 'tasks'
  | 'programs'
  | 'departments'
  | 'postTypes'
  | 'goals'
  | 'goalCategories'
  | 'periods'
  | 'countries'
  | 'events'
  | 'announcements'
  | 'bannerMessages'
  | 'streamedMessages'
>;

export function initialContentState(): ContentData {
  return {
    posts: [],
    charts: {},
    tasks: [],
    programs: [],
    departments: [],
    postTypes: [],
    goals: [],
    goalCategories: [],
    periods: [],
    countries: [],
    events: [],
    announcements: { filed: [], notFiled: [] },
    bannerMessages: [],
    streamedMessages: [],
  };
}

export const createContentSlice: StateCreator<AppState, [], [], ContentSlice> = (set) => ({
  ...initialContentState(),
  setPosts: (posts) => set({ posts }),
  updatePost: (post) => set((s) => ({ posts: replaceById(s.posts, post) })),
  setCharts: (charts) => set({ charts }),
  setTasks: (tasks) => set({ tasks }),
  addTask: (task) => set((s) => ({ tasks: [...s.tasks, task] })),
  updateTask: (task) => set((s) => ({ tasks: replaceById(s.tasks, task) })),
  setPrograms: (programs) => set({ programs }),
  addProgram: (program) => set((s) => ({ programs: [program, ...s.programs] })),
  updateProgram: (program) => set((s) => ({ programs: replaceById(s.programs, program) })),
  setDepartments: (departments) => set({ departments }),
  updateDepartment: (department) =>
    set((s) => ({ departments: replaceById(s.departments, department) })),
  setPostTypes: (postTypes) => set({ postTypes }),
  updatePostType: (postType) => set((s) => ({ postTypes: replaceById(s.postTypes, postType) })),
  setGoals: (goals) => set({ goals }),
  updateGoal: (goal) => set((s) => ({ goals: replaceById(s.goals, goal) })),
  setGoalCategories: (goalCategories) => set({ goalCategories }),
  updateGoalCategory: (category) =>
    set((s) => ({ goalCategories: replaceById(s.goalCategories, category) })),
  setPeriods: (periods) => set({ periods }),
  setCountries: (countries) => set({ countries }),
  setEvents: (events) => set({ events }),
  editEvent: (event) => set((s) => ({ events: replaceById(s.events, event) })),
  deleteEvent: (id) => set((s) => ({ events: removeById(s.events, id) })),
  setAnnouncements: (announcements) => set({ announcements }),
  pushBannerMessage: (message) => set((s) => ({ bannerMessages: [...s.bannerMessages, message] })),
  removeBannerMessage: () => set((s) => ({ bannerMessages: s.bannerMessages.slice(1) })),
  addStreamedMessage: (message) =>
    set((s) => ({ streamedMessages: [...s.streamedMessages, message] })),
  deleteStreamedMessage: (id) =>
    set((s) => ({ streamedMessages: removeById(s.streamedMessages, id) })),
});
