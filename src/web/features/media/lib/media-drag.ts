/**
 * A media item dragged out of the Media panel carries its id under this type, so a drop target (a
 * storyboard scene) can tell it from files and text, and read which item it is.
 */
export const MEDIA_DRAG_TYPE = 'application/x-genesis-media-id';
