/** The rooms API of CONTRACT §7. */
import { api } from '@/lib/api-client';
import type { CreateRoomResponse, JoinRoomResponse, MyRoom, RoomSettings } from '@/features/multiplayer/types';

const roomPath = (code: string) => `/api/multiplayer/rooms/${encodeURIComponent(code)}/`;

export async function createRoom(quizId: number, settings: RoomSettings): Promise<CreateRoomResponse> {
  const { data } = await api.post<CreateRoomResponse>('/api/multiplayer/rooms/create_room/', { quiz_id: quizId, ...settings });
  return data;
}

/**
 * `previousToken`: the player token this device last had in the room. With its own name it gets its player
 * back. `device`: this device's own id (kept for good): a device the host removed only asks the host,
 * whatever name it types.
 */
export async function joinRoom(code: string, name: string, previousToken?: string | null, device?: string): Promise<JoinRoomResponse> {
  const body = { code, name, ...(previousToken ? { player_token: previousToken } : {}), ...(device ? { device } : {}) };
  const { data } = await api.post<JoinRoomResponse>(`${roomPath(code)}join/`, body);
  return data;
}

/** The signed-in owner's running rooms, for the hub's "Resume" (CONTRACT §7). */
export async function getMyRooms(): Promise<MyRoom[]> {
  const { data } = await api.get<{ rooms: MyRoom[] } | MyRoom[]>('/api/multiplayer/rooms/mine/');
  return Array.isArray(data) ? data : (data.rooms ?? []);
}
