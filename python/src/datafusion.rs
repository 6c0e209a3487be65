//! `specurl.datafusion`: the SQL functions of `datafusion-specurl` for a
//! Python DataFusion `SessionContext`, through DataFusion's FFI.
//!
//! Each function is an object with `__datafusion_scalar_udf__`, which
//! gives a `datafusion_scalar_udf` PyCapsule holding an `FFI_ScalarUDF`:
//! the protocol by which the `datafusion` package imports a function built
//! by another Rust library, with its own copy of DataFusion, into its
//! session (`datafusion.udf(obj)`).

use std::sync::Arc;

use datafusion_expr::ScalarUDF;
use datafusion_ffi::udf::FFI_ScalarUDF;
use pyo3::prelude::*;
use pyo3::types::PyCapsule;

/// One SQL function of specurl, to register with
/// `ctx.register_udf(datafusion.udf(f))`; `specurl.datafusion.register`
/// registers them all.
#[pyclass(name = "ScalarUDF", module = "specurl.datafusion", frozen)]
pub struct PyScalarUdf {
    udf: Arc<ScalarUDF>,
}

#[pymethods]
impl PyScalarUdf {
    /// The function's SQL name (`url_hostname`, …).
    #[getter]
    fn name(&self) -> &str {
        self.udf.name()
    }

    fn __datafusion_scalar_udf__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyCapsule>> {
        let ffi = FFI_ScalarUDF::from(Arc::clone(&self.udf));
        PyCapsule::new_with_value(py, ffi, c"datafusion_scalar_udf")
    }

    fn __repr__(&self) -> String {
        format!("ScalarUDF({:?})", self.udf.name())
    }
}

/// Every SQL function of `datafusion-specurl`.
#[pyfunction]
pub(crate) fn datafusion_functions() -> Vec<PyScalarUdf> {
    datafusion_specurl::functions()
        .into_iter()
        .map(|udf| PyScalarUdf { udf })
        .collect()
}
