//! Where a [`crate::Url`]'s parts are in its href, in 32-bit offsets: a
//! `Url` is its href and these, 64 bytes in all.
//!
//! The printer counts in `usize` ([`Positions`]); [`Offsets::pack`] is the
//! one place where that becomes `u32`, and where an href too long for it
//! is refused.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::print::Positions;

#[cfg(test)]
mod tests;

/// The longest href a [`crate::Url`] can hold: its offsets are `u32`.
pub(crate) const MAX_HREF_LEN: usize = u32::MAX as usize;

/// The offset that stands for "no query" or "no fragment". A `?` or `#` is
/// a byte of the href, so its offset is below the href's length, which is
/// at most `u32::MAX`: the sentinel is never an offset.
const ABSENT: u32 = u32::MAX;

/// The href would be longer than [`MAX_HREF_LEN`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TooLong;

/// [`Positions`], and the start of the pathname, as `u32`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Offsets {
    scheme_end: u32,
    username_start: u32,
    username_end: u32,
    host_start: u32,
    host_end: u32,
    path_start: u32,
    /// After the `/.` that printing puts before a path starting with `//`.
    pathname_start: u32,
    query_start: u32,
    fragment_start: u32,
    port: Option<u16>,
}

impl Offsets {
    /// The offsets of an href of `len` bytes, whose parts the printer put
    /// at `pos`.
    #[inline]
    pub(crate) fn pack(
        pos: &Positions,
        pathname_start: usize,
        len: usize,
    ) -> Result<Offsets, TooLong> {
        Offsets::pack_within(pos, pathname_start, len, MAX_HREF_LEN)
    }

    /// [`Offsets::pack`] with a lower `limit`, so that a test can reach
    /// it without an href of 4 GiB.
    #[inline]
    fn pack_within(
        pos: &Positions,
        pathname_start: usize,
        len: usize,
        limit: usize,
    ) -> Result<Offsets, TooLong> {
        if len > limit.min(MAX_HREF_LEN) {
            return Err(TooLong);
        }
        // Every offset is at most `len`, which fits in a `u32`: the casts
        // truncate none, and a check for each would cost the parse.
        let at = |offset: usize| offset as u32;
        let optional = |offset: Option<usize>| offset.map_or(ABSENT, at);
        Ok(Offsets {
            scheme_end: at(pos.scheme_end),
            username_start: at(pos.username_start),
            username_end: at(pos.username_end),
            host_start: at(pos.host_start),
            host_end: at(pos.host_end),
            path_start: at(pos.path_start),
            pathname_start: at(pathname_start),
            query_start: optional(pos.query_start),
            fragment_start: optional(pos.fragment_start),
            port: pos.port,
        })
    }

    /// The offsets as the printer counts them: the other way from
    /// [`Offsets::pack`].
    #[inline]
    pub(crate) fn positions(&self) -> Positions {
        Positions {
            scheme_end: self.scheme_end(),
            username_start: self.username_start(),
            username_end: self.username_end(),
            host_start: self.host_start(),
            host_end: self.host_end(),
            port: self.port(),
            path_start: self.path_start(),
            query_start: self.query_start(),
            fragment_start: self.fragment_start(),
        }
    }

    /// End of the scheme (the offset of its `:`).
    #[inline]
    pub(crate) fn scheme_end(&self) -> usize {
        self.scheme_end as usize
    }

    /// Start of the username; also the end of the `//`.
    #[inline]
    pub(crate) fn username_start(&self) -> usize {
        self.username_start as usize
    }

    /// End of the username.
    #[inline]
    pub(crate) fn username_end(&self) -> usize {
        self.username_end as usize
    }

    /// Start of the host.
    #[inline]
    pub(crate) fn host_start(&self) -> usize {
        self.host_start as usize
    }

    /// End of the host.
    #[inline]
    pub(crate) fn host_end(&self) -> usize {
        self.host_end as usize
    }

    /// The port number, if any.
    #[inline]
    pub(crate) fn port(&self) -> Option<u16> {
        self.port
    }

    /// Start of the path, as printed.
    #[inline]
    pub(crate) fn path_start(&self) -> usize {
        self.path_start as usize
    }

    /// Start of the pathname: the path without a leading `/.` that
    /// printing added.
    #[inline]
    pub(crate) fn pathname_start(&self) -> usize {
        self.pathname_start as usize
    }

    /// Where the path ends in an href of `len` bytes: at the query's `?`,
    /// else the fragment's `#`, else the end.
    #[inline]
    pub(crate) fn path_end(&self, len: usize) -> usize {
        crate::print::path_end(self.query_start(), self.fragment_start(), len)
    }

    /// Start of the query's `?`, if any.
    #[inline]
    pub(crate) fn query_start(&self) -> Option<usize> {
        (self.query_start != ABSENT).then_some(self.query_start as usize)
    }

    /// Start of the fragment's `#`, if any.
    #[inline]
    pub(crate) fn fragment_start(&self) -> Option<usize> {
        (self.fragment_start != ABSENT).then_some(self.fragment_start as usize)
    }
}
