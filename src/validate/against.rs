//! What a schemeless input is validated against, and the host processing
//! a validation runs.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use crate::host::HostError;
use crate::model::Host;

/// What a schemeless input is resolved against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ValidationBase {
    /// Nothing: a relative reference is valid as such (the URL Specification's view,
    /// [`validate`](crate::validate()) when not [`Strictness::Whatwg`](crate::Strictness::Whatwg)).
    Reference,
    /// No base: a schemeless input fails.
    NoBase,
    /// A base, with or without an opaque path.
    Base {
        /// Whether only a fragment can be resolved against it.
        opaque_path: bool,
        /// Its scheme, if it is special: an input of the same scheme is
        /// relative to it.
        scheme: Option<&'static str>,
    },
}

impl ValidationBase {
    /// What the standard's parser sees of the base: none for
    /// [`ValidationBase::Reference`] either, which the standard has no
    /// reading of.
    pub(crate) fn shape(self) -> Option<super::BaseShape<'static>> {
        match self {
            ValidationBase::Reference | ValidationBase::NoBase => None,
            ValidationBase::Base {
                opaque_path,
                scheme,
            } => Some(super::BaseShape {
                // A scheme that is not special is read as generic, whatever
                // it is.
                scheme: scheme.unwrap_or(""),
                opaque_path,
            }),
        }
    }
}

/// Host processing, as [`crate::host::process`] does it.
pub(crate) type HostProcessor = for<'h> fn(&'h str) -> Result<Host<Cow<'h, str>>, HostError>;
