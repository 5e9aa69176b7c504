"""jax_mish beside other tools: the swap of ``jax.nn.mish`` (:mod:`.swap`),
``jax.export``'s allowances (:mod:`.export`) and ONNX export through jax2onnx
(:mod:`.onnx`, imported on its own: it needs jax2onnx)."""
