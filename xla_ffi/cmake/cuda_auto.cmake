# JAX_MISH_CUDA=AUTO builds the CUDA kernels only for a machine that can run
# them: a source install is built where it runs, and nvcc alone (CI, a login
# node, a container with the toolkit) does not make a GPU. The release wheels
# and CI build the kernels on machines without one, and say so with
# JAX_MISH_CUDA=ON, which asks nothing of the machine.

set(JM_CUDA_FORCE_HINT "; to build them anyway (for another machine): pip install \
-C cmake.define.JAX_MISH_CUDA=ON . (CMake: -DJAX_MISH_CUDA=ON)")

# jm_cuda_machine(OUT_DRIVER OUT_WHY): where the NVIDIA driver sees a GPU,
# OUT_DRIVER is the CUDA version it supports ("12.4") and OUT_WHY empty;
# elsewhere OUT_DRIVER is empty and OUT_WHY says why, with how to build the
# kernels anyway. Runs gpu_probe.cc, which needs neither nvcc nor the toolkit.
function(jm_cuda_machine out_driver out_why)
  set(driver "")
  set(why "")
  if(CMAKE_CROSSCOMPILING)
    set(why "cross-compiling, and this machine's GPUs say nothing of the target's")
  else()
    # Probed at every configure (a kept build tree, scripts/dev_build.sh, may
    # outlive a driver or GPU): try_run caches its results, so drop them first.
    unset(_jm_probe_ran CACHE)
    unset(_jm_probe_built CACHE)
    try_run(_jm_probe_ran _jm_probe_built "${CMAKE_CURRENT_BINARY_DIR}/jm_gpu_probe"
            "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/gpu_probe.cc"
            LINK_LIBRARIES ${CMAKE_DL_LIBS}
            RUN_OUTPUT_VARIABLE line)
    string(STRIP "${line}" line)
    if(NOT _jm_probe_built)
      set(why "the GPU probe (xla_ffi/cmake/gpu_probe.cc) did not compile")
    elseif(line MATCHES "^gpus [1-9][0-9]* driver ([0-9]+\\.[0-9]+)$")
      set(driver "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^none: (.+)$")
      set(why "${CMAKE_MATCH_1}")
    else()
      set(why "the GPU probe failed (exit '${_jm_probe_ran}', output '${line}')")
    endif()
    unset(_jm_probe_ran CACHE)
    unset(_jm_probe_built CACHE)
  endif()
  if(why)
    set(why "${why}${JM_CUDA_FORCE_HINT}")
  endif()
  set(${out_driver} "${driver}" PARENT_SCOPE)
  set(${out_why} "${why}" PARENT_SCOPE)
endfunction()

# jm_cuda_driver_runs(DRIVER NVCC OUT_WHY): OUT_WHY empty where a driver that
# supports CUDA DRIVER runs what nvcc NVCC builds, i.e. its major version is
# NVCC's or newer (CUDA's minor version compatibility); else why not.
function(jm_cuda_driver_runs driver nvcc out_why)
  string(REGEX MATCH "^[0-9]+" driver_major "${driver}")
  string(REGEX MATCH "^[0-9]+" nvcc_major "${nvcc}")
  set(why "")
  if(driver_major LESS nvcc_major)
    set(why "the NVIDIA driver supports CUDA ${driver}, older than nvcc ${nvcc}: its \
kernels would fail to launch (build with a CUDA ${driver_major}.x toolkit)${JM_CUDA_FORCE_HINT}")
  endif()
  set(${out_why} "${why}" PARENT_SCOPE)
endfunction()
