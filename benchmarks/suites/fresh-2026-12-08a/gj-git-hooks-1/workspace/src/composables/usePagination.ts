import { computed, ref } from 'vue';

export function usePagination(total: () => number, pageSize = 25) {
  const page = ref(1);
  const pages = computed(() => Math.max(1, Math.ceil(total() / pageSize)));
  const next = () => { if (page.value < pages.value) page.value++; };
  const prev = () => { if (page.value > 1) page.value--; };
  return { page, pages, next, prev };
}
