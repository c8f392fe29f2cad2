// Songs of the demo catalogue the cloud seeds, as the tests name them: by code (a search finds a
// song by its code) and db_id.
export interface CatalogueSong {
  db_id: number;
  code: string;
  title: string;
}

export async function someSongs(baseUrl: string, count: number): Promise<CatalogueSong[]> {
  const response = await fetch(`${baseUrl}/api/songs?limit=${count}`);
  const { songs } = (await response.json()) as {
    songs: { id: string; db_id: number; title: string }[];
  };
  if (songs.length < count) throw new Error(`the catalogue has only ${songs.length} songs`);
  return songs.map((song) => ({
    db_id: song.db_id,
    code: song.id,
    title: song.title,
  }));
}

export interface CloudSession {
  current_song: { db_id: number; queue_id: string; added_by_user: { name: string } } | null;
  queue: { db_id: number; queue_id: string; added_by_user: { name: string } }[];
  playing: boolean;
  device_count: number;
}

export async function sessionState(baseUrl: string, code: string): Promise<CloudSession> {
  const response = await fetch(`${baseUrl}/api/sessions/${code}`);
  return (await response.json()) as CloudSession;
}
