//! What `std`'s prelude gives every module and `core`'s does not: the
//! crate is `no_std` with `alloc` when its feature `std` is off, so each
//! module imports these from here instead.

pub(crate) use alloc::format;
pub(crate) use alloc::string::{String, ToString};
pub(crate) use alloc::vec;
pub(crate) use alloc::vec::Vec;
