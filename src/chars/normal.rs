//! The byte classes of a URL already in normal form: what the frontier
//! (`fast::frontier`), the join's front end (`fast::join`) and the fast
//! path after the grammar (`fast`) read a word at a time. Built from the grammar's classes and the
//! percent-encode table, so that "already normal" is the same rule on
//! bytes as on tokens.

use super::{host_class, path_class, HOST_CLASSES, PATH_CLASSES};
use crate::grammar::Mode;
use crate::table::{is_encoded, Column};

/// The bits of [`NORMAL_CLASSES`].
pub(crate) mod normal_class {
    /// A byte that ends a web URL's host as the frontier reads it: not one
    /// that the grammar reads in an opaque host and domain-to-ASCII keeps
    /// (the grammar's [`crate::chars::host_class::HOST`] and
    /// [`crate::chars::host_class::DOMAIN`]).
    pub(crate) const HOST_STOP: u8 = 0x01;
    /// A byte that ends a normal path: `?`, `#`, `\`, or a byte the path's
    /// column percent-encodes.
    pub(crate) const PATH_STOP: u8 = 0x02;
    /// A byte that ends a normal special query: `#`, or a byte its column
    /// percent-encodes.
    pub(crate) const QUERY_STOP: u8 = 0x04;
    /// A byte that a normal fragment does not hold.
    pub(crate) const FRAGMENT_STOP: u8 = 0x08;
    /// [`HOST_STOP`] in a file URL.
    pub(crate) const FILE_HOST_STOP: u8 = 0x10;
    /// [`PATH_STOP`] in a file URL.
    pub(crate) const FILE_PATH_STOP: u8 = 0x20;
    /// `/`.
    pub(crate) const SLASH: u8 = 0x40;
    /// `.` or `%`: a segment that starts with one may be dotted.
    pub(crate) const DOT: u8 = 0x80;
    /// The class of the bytes past the end: every stop.
    pub(crate) const END: u8 =
        HOST_STOP | PATH_STOP | QUERY_STOP | FRAGMENT_STOP | FILE_HOST_STOP | FILE_PATH_STOP;
}

/// The ASCII bytes that `column` leaves as they are; no non-ASCII byte (those
/// are always encoded).
const fn kept_by(column: Column) -> [bool; 256] {
    let mut table = [false; 256];
    let mut b = 0u8;
    while b < 0x80 {
        table[b as usize] = !is_encoded(column, b);
        b += 1;
    }
    table
}

/// The bytes a normal special query holds as they are.
const NORMAL_SPECIAL_QUERY: [bool; 256] = kept_by(Column::SpecialQuery);
/// The bytes a normal fragment holds as they are.
const NORMAL_FRAGMENT: [bool; 256] = kept_by(Column::Fragment);

/// The class of every byte for the readers of a URL already in normal
/// form (the frontier and the join's front end): the bits of
/// [`normal_class`].
pub(crate) static NORMAL_CLASSES: [u8; 256] = {
    /// Whether the grammar reads `b` in an opaque host in `mode` and
    /// domain-to-ASCII keeps it.
    const fn host_kept(mode: Mode, b: usize) -> bool {
        let kept = host_class::HOST | host_class::DOMAIN;
        HOST_CLASSES[mode as usize][b] & kept == kept
    }
    /// Whether a normal path in `mode` holds `b` as it is.
    const fn path_kept(mode: Mode, b: usize) -> bool {
        let p = PATH_CLASSES[mode as usize][b];
        let in_path = p & (path_class::PCHAR | path_class::S) != 0;
        in_path && p & (path_class::ENCODE | path_class::BACKSLASH) == 0
    }
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let mut class = 0;
        if !host_kept(Mode::Web, b) {
            class |= normal_class::HOST_STOP;
        }
        if !host_kept(Mode::File, b) {
            class |= normal_class::FILE_HOST_STOP;
        }
        if !path_kept(Mode::Web, b) {
            class |= normal_class::PATH_STOP;
        }
        if !path_kept(Mode::File, b) {
            class |= normal_class::FILE_PATH_STOP;
        }
        if !NORMAL_SPECIAL_QUERY[b] || b == b'#' as usize {
            class |= normal_class::QUERY_STOP;
        }
        if !NORMAL_FRAGMENT[b] {
            class |= normal_class::FRAGMENT_STOP;
        }
        if b == b'/' as usize {
            class |= normal_class::SLASH;
        }
        if b == b'.' as usize || b == b'%' as usize {
            class |= normal_class::DOT;
        }
        table[b] = class;
        b += 1;
    }
    table
};
