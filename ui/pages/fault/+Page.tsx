// Never rendered: the data hook always throws (see +data.ts).
export const Page = () => null
